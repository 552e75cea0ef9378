package org.gridpuzzle.application.port.out.format;

import java.util.List;

/**
 * One file format as the registry knows it.
 *
 * @param genre as help heads it ({@code SUGURU}, {@code SOKOBAN}, ...)
 * @param name what {@code --format} takes
 * @param extensions the endings that pick it, with the dot
 */
public record FormatDescription(String genre, String name, List<String> extensions, String description) {

    public FormatDescription {
        extensions = List.copyOf(extensions);
    }
}
