import TagDeck
import TagDeckStore
print(DemoBoard.text.prefix(20))
