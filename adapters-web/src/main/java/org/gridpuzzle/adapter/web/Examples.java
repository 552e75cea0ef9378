package org.gridpuzzle.adapter.web;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The examples the page offers, read once from the jar: the catalogue {@code web/examples.json} names each file of
 * the project's {@code examples/} folder (copied into the jar at build time) with its genre and a title.
 */
final class Examples {

    /** One entry of the catalogue; {@code options} are request fields the example wants (a Flood-It mode, say). */
    record Example(String id, String genre, String title, String file, Map<String, Object> options) {
    }

    static final String CATALOGUE = "/web/examples.json";
    static final String FOLDER = "/web-examples/";

    private final List<Example> examples;
    private final Map<String, String> texts = new LinkedHashMap<>();

    Examples() {
        try (InputStream in = resource(CATALOGUE)) {
            examples = Json.MAPPER.readValue(in, new TypeReference<List<Example>>() { });
            for (Example e : examples) {
                try (InputStream text = resource(FOLDER + e.file())) {
                    texts.put(e.id(), new String(text.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled examples", e);
        }
    }

    private static InputStream resource(String name) throws IOException {
        InputStream in = Examples.class.getResourceAsStream(name);
        if (in == null) {
            throw new IOException("missing resource " + name);
        }
        return in;
    }

    List<Map<String, Object>> list() {
        return examples.stream().map(e -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", e.id());
            m.put("genre", e.genre());
            m.put("title", e.title());
            m.put("name", e.file().substring(e.file().lastIndexOf('/') + 1));
            m.put("options", e.options() == null ? Map.of() : e.options());
            m.put("text", texts.get(e.id()));
            return m;
        }).toList();
    }
}
