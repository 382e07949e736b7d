// swift-format-ignore-file
// Seed 001 (001_8e54ab6804398142.txt), the Grid example: the seed writes it as a bare expression;
// here it is the body of a view, unchanged.
import CoreFoundation
import Foundation
import VoteLayout

struct Seed001GridExample: View {
    var body: some View {
        Grid {
            GridRow {
                Text("One")
                Text("One")
                Text("One")
            }
            GridRow {
                Text("Two")
                Text("Two")
            }
            Divider()
            GridRow {
                Text("Three")
                Text("Three")
                    .gridCellColumns(2)
            }
        }
    }
}
