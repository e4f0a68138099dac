import TagDeck
