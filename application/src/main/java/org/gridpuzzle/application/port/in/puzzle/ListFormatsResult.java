package org.gridpuzzle.application.port.in.puzzle;

import java.util.List;

/** The formats, in the registry's order, each once per genre and name. */
public record ListFormatsResult(List<Format> formats) {

    public ListFormatsResult {
        formats = List.copyOf(formats);
    }

    /** One format: its genre, the name {@code --format} takes, the extensions that pick it, what it holds. */
    public record Format(String genre, String name, List<String> extensions, String description) {

        public Format {
            extensions = List.copyOf(extensions);
        }
    }
}
