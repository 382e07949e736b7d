/// Places a grid's cells once its columns and rows are sized.
///
/// Each cell is proposed the rectangle of its row and columns. A cell aligned by guides
/// lines up its column's horizontal guide with the other such cells of its column and its
/// row's vertical guide with the other such cells of its row, and the aligned group is then
/// positioned in the column (row) as the guide would position a single view. A cell with an
/// anchor (its own, or the grid's guides turned into one for a merged cell) puts its anchor
/// point on the same point of its cell.
struct GridPlacement {
    let structure: GridStructure
    let tracks: GridTracks

    /// - Complexity: O(*cells*), one measurement per cell.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        let slots = structure.sizer.slots
        let cells = structure.cells
        let proposals = slots.map { slot in
            ProposedViewSize(
                width: tracks.width(fromColumn: slot.column, span: slot.span),
                height: tracks.rowHeights[slot.row]
            )
        }
        let dimensions = cells.indices.map { subviews[cells[$0].subview].dimensions(in: proposals[$0]) }

        var columnExtents = [GridTrackExtent](repeating: GridTrackExtent(), count: structure.columnAlignments.count)
        var rowExtents = [GridTrackExtent](repeating: GridTrackExtent(), count: structure.rowAlignments.count)
        for (index, cell) in cells.enumerated() where cell.alignment == .guides {
            let (slot, size) = (slots[index], dimensions[index])
            columnExtents[slot.column]
                .include(
                    guide: size[structure.columnAlignments[slot.column]],
                    length: size.width
                )
            rowExtents[slot.row].include(guide: size[structure.rowAlignments[slot.row]], length: size.height)
        }
        let columnGuides = columnExtents.indices.map { column in
            columnExtents[column]
                .guidePosition(
                    in: tracks.columnWidths[column],
                    fraction: structure.columnAlignments[column].key.unitFraction
                )
        }
        let rowGuides = rowExtents.indices.map { row in
            rowExtents[row]
                .guidePosition(
                    in: tracks.rowHeights[row],
                    fraction: structure.rowAlignments[row].key.unitFraction
                )
        }

        for (index, cell) in cells.enumerated() {
            let (slot, size) = (slots[index], dimensions[index])
            let origin = CGPoint(
                x: bounds.minX + tracks.columnOrigins[slot.column],
                y: bounds.minY + tracks.rowOrigins[slot.row]
            )
            let subview = subviews[cell.subview]
            switch cell.alignment {
            case .guides:
                let x = columnGuides[slot.column] - size[structure.columnAlignments[slot.column]]
                let y = rowGuides[slot.row] - size[structure.rowAlignments[slot.row]]
                subview.place(
                    at: CGPoint(x: origin.x + x, y: origin.y + y),
                    anchor: .topLeading,
                    proposal: proposals[index]
                )
            case .anchor(let anchor):
                let cellSize = CGSize(width: proposals[index].width ?? 0, height: proposals[index].height ?? 0)
                subview.place(
                    at: CGPoint(x: origin.x + cellSize.width * anchor.x, y: origin.y + cellSize.height * anchor.y),
                    anchor: anchor,
                    proposal: proposals[index]
                )
            }
        }
    }
}
