/// The built-in demo board, as board-file text built into the binary.
public enum DemoBoard {
    public static var text: String { EmbeddedResources.demoBoard }
}
