@_exported public import Foundation
