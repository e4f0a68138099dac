// A plain C face for toml++ (a C++17 library): a TOML document parsed into a flat list of nodes, so that Swift
// reads it without C++ interoperability.
#ifndef TAGDECK_TOML_READER_H
#define TAGDECK_TOML_READER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a node holds.
typedef enum {
    TDK_TOML_TABLE,
    TDK_TOML_ARRAY,
    TDK_TOML_STRING,
    TDK_TOML_INTEGER,
    TDK_TOML_FLOAT,
    TDK_TOML_BOOLEAN,
    TDK_TOML_DATE,
    TDK_TOML_TIME,
    TDK_TOML_DATE_TIME,
} tdk_toml_kind;

/// One node. The nodes are listed depth first: a table's members (or an array's items) follow it, each with all
/// of its own before the next.
typedef struct {
    tdk_toml_kind kind;
    /// A table's members or an array's items (0 for the others).
    size_t children;
    /// A table member's key (NULL for an array's item and for the document).
    const char *key;
    size_t key_length;
    /// A string's text, or a date or time as TOML writes it (NULL for the others).
    const char *text;
    size_t text_length;
    int64_t integer;
    double number;
    int boolean;
    /// Where the node starts, 1-based.
    uint32_t line, column;
} tdk_toml_node;

/// A parsed document, or why it did not parse.
typedef struct {
    /// The nodes, the document's table first (NULL when the text did not parse).
    const tdk_toml_node *nodes;
    size_t count;
    /// Why the text did not parse (NULL when it did), and where, 1-based.
    const char *error;
    uint32_t error_line, error_column;
    /// What holds the nodes and texts, for tdk_toml_release.
    void *storage;
} tdk_toml_document;

/// Parses `length` bytes of UTF-8 TOML.
tdk_toml_document tdk_toml_parse(const char *text, size_t length);

/// Frees what a tdk_toml_parse returned.
void tdk_toml_release(tdk_toml_document *document);

/// `key = value` as toml++ writes it (literal strings where it can, else basic ones, escaped), for a value of one of
/// the kinds TDK_TOML_INTEGER (`integer`), TDK_TOML_BOOLEAN (`integer`, 0 or 1), TDK_TOML_STRING (`texts[0]`) or
/// TDK_TOML_ARRAY (of the `count` strings `texts`). The caller frees the text with free().
char *tdk_toml_write(const char *key, size_t key_length, tdk_toml_kind kind, int64_t integer,
                     const char *const *texts, const size_t *lengths, size_t count);

#ifdef __cplusplus
}
#endif

#endif
