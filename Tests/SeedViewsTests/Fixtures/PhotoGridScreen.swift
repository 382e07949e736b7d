// swift-format-ignore-file
// A sample app's screen, written as a SwiftUI photo library writes its grid: an adaptive
// LazyVGrid in a ScrollView, square aspect-ratio thumbnails with overlays, and a right-to-left
// preview. Kept exactly as the app writes it, with `import SwiftUI` replaced by `import VoteLayout`.
import Foundation
import VoteLayout

struct Photo: Identifiable {
    let id: Int
    let title: String
    let isFavorite: Bool

    static let samples: [Photo] = [
        Photo(id: 1, title: "Cat", isFavorite: true),
        Photo(id: 2, title: "Goldfish", isFavorite: false),
        Photo(id: 3, title: "Dog", isFavorite: false),
        Photo(id: 4, title: "Rabbit", isFavorite: true),
        Photo(id: 5, title: "Parrot", isFavorite: false),
        Photo(id: 6, title: "Hamster", isFavorite: false),
        Photo(id: 7, title: "Tortoise", isFavorite: false),
    ]
}

struct PhotoGridScreen: View {
    let photos: [Photo]

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    PhotoThumbnail(photo: photo)
                }
            }
            .padding(.horizontal, 2)
        }
    }
}

struct PhotoThumbnail: View {
    let photo: Photo

    var body: some View {
        Color.gray.opacity(0.2)
            .aspectRatio(1, contentMode: .fit)
            .overlay(
                Image(systemName: "photo")
                    .resizable()
                    .scaledToFill()
            )
            .clipped()
            .overlay(alignment: .bottomLeading) {
                Text(photo.title)
                    .font(.caption)
                    .lineLimit(1)
                    .padding(4)
            }
            .overlay(alignment: .topTrailing) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill")
                        .padding(4)
                }
            }
    }
}

struct PhotoGridScreen_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PhotoGridScreen(photos: Photo.samples)
            PhotoGridScreen(photos: Photo.samples)
                .environment(\.layoutDirection, .rightToLeft)
        }
    }
}
