/// Where a deck's committed changes go.
public enum SavePolicy: Equatable, Sendable {
    /// Nowhere (the demo board, the picker): `s` says `hint`; nothing is ever unsaved.
    case nowhere(hint: String)
    /// Every committed change is saved at once.
    case autosave
    /// Changes are kept in memory until `s` (`--no-autosave`); `q` asks first when some are not saved.
    case onRequest

    /// The policy of a deck with no file.
    public static let noFile = SavePolicy.nowhere(hint: "This board has no file: nothing is saved")
}
