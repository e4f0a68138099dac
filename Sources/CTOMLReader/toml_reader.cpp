// toml++ behind a C face. Its namespace is renamed here, so that a program that links another copy of toml++ (a
// test comparing with another TOML library) does not mix the two copies' inline functions.
#define toml tagdeck_toml
#define TOML_HEADER_ONLY 1
#define TOML_EXCEPTIONS 0
#include <toml++/toml.h>

#include <cstdlib>
#include <cstring>
#include <deque>
#include <sstream>
#include <string>
#include <vector>

#include "toml_reader.h"

namespace {

struct Storage {
    std::vector<tdk_toml_node> nodes;
    std::deque<std::string> texts;
    std::string error;
};

const char *keep(Storage &storage, std::string text, size_t &length) {
    storage.texts.push_back(std::move(text));
    length = storage.texts.back().size();
    return storage.texts.back().c_str();
}

template <typename T>
std::string written(const T &value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

void add(Storage &storage, const toml::node &node, const std::string *key) {
    tdk_toml_node out{};
    out.line = node.source().begin.line;
    out.column = node.source().begin.column;
    if (key) out.key = keep(storage, *key, out.key_length);
    if (auto table = node.as_table()) {
        out.kind = TDK_TOML_TABLE;
        out.children = table->size();
        storage.nodes.push_back(out);
        for (auto &&[name, member] : *table) {
            std::string text(name.str());
            add(storage, member, &text);
        }
        return;
    }
    if (auto array = node.as_array()) {
        out.kind = TDK_TOML_ARRAY;
        out.children = array->size();
        storage.nodes.push_back(out);
        for (auto &&item : *array) add(storage, item, nullptr);
        return;
    }
    if (auto text = node.as_string()) {
        out.kind = TDK_TOML_STRING;
        out.text = keep(storage, text->get(), out.text_length);
    } else if (auto integer = node.as_integer()) {
        out.kind = TDK_TOML_INTEGER;
        out.integer = integer->get();
    } else if (auto number = node.as_floating_point()) {
        out.kind = TDK_TOML_FLOAT;
        out.number = number->get();
    } else if (auto boolean = node.as_boolean()) {
        out.kind = TDK_TOML_BOOLEAN;
        out.boolean = boolean->get() ? 1 : 0;
    } else if (auto date = node.as_date()) {
        out.kind = TDK_TOML_DATE;
        out.text = keep(storage, written(date->get()), out.text_length);
    } else if (auto time = node.as_time()) {
        out.kind = TDK_TOML_TIME;
        out.text = keep(storage, written(time->get()), out.text_length);
    } else if (auto both = node.as_date_time()) {
        out.kind = TDK_TOML_DATE_TIME;
        out.text = keep(storage, written(both->get()), out.text_length);
    }
    storage.nodes.push_back(out);
}

} // namespace

extern "C" tdk_toml_document tdk_toml_parse(const char *text, size_t length) {
    tdk_toml_document document{};
    auto storage = new Storage();
    document.storage = storage;
    toml::parse_result result = toml::parse(std::string_view(text, length));
    if (!result) {
        const toml::parse_error &error = result.error();
        storage->error = std::string(error.description());
        document.error = storage->error.c_str();
        document.error_line = error.source().begin.line;
        document.error_column = error.source().begin.column;
        return document;
    }
    add(*storage, result.table(), nullptr);
    document.nodes = storage->nodes.data();
    document.count = storage->nodes.size();
    return document;
}

extern "C" void tdk_toml_release(tdk_toml_document *document) {
    delete static_cast<Storage *>(document->storage);
    document->storage = nullptr;
    document->nodes = nullptr;
    document->error = nullptr;
}

extern "C" char *tdk_toml_write(const char *key, size_t key_length, tdk_toml_kind kind, int64_t integer,
                                const char *const *texts, const size_t *lengths, size_t count) {
    toml::table table;
    std::string name(key, key_length);
    switch (kind) {
    case TDK_TOML_INTEGER: table.insert(name, integer); break;
    case TDK_TOML_BOOLEAN: table.insert(name, integer != 0); break;
    case TDK_TOML_STRING: table.insert(name, std::string(texts[0], lengths[0])); break;
    default: {
        toml::array array;
        for (size_t k = 0; k < count; k++) array.push_back(std::string(texts[k], lengths[k]));
        table.insert(name, std::move(array));
    }
    }
    constexpr auto flags = toml::format_flags::allow_literal_strings | toml::format_flags::allow_multi_line_strings
        | toml::format_flags::allow_unicode_strings | toml::format_flags::allow_binary_integers
        | toml::format_flags::allow_octal_integers | toml::format_flags::allow_hexadecimal_integers
        | toml::format_flags::indentation;
    std::ostringstream out;
    out << toml::toml_formatter(table, flags);
    return strdup(out.str().c_str());
}
