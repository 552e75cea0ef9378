package org.gridpuzzle.adapter.file;

import org.gridpuzzle.application.input.FileNameEncoding;

/**
 * File names Java cannot hold. The JVM decodes the arguments that name files in the locale's encoding
 * ({@code sun.jnu.encoding}, UTF-8 under the launcher) and puts U+FFFD for every byte that is not of it, so a file whose
 * name has such bytes ({@code bad\xff.sug}) reaches us under a name that is not its own: opening it finds nothing,
 * and writing it would create another file. Such a name is said to be one, not "no such file".
 */
final class FileNames {

    /** What the JVM made of a byte the locale's encoding does not have. */
    private static final char REPLACEMENT = '\uFFFD';

    /** Why, for a message that names the file. */
    static final String UNNAMEABLE = unnameable();

    private FileNames() {
    }

    private static String unnameable() {
        return "its name has bytes that are not " + FileNameEncoding.name() + ", which cannot be named in this locale"
                + " (rename the file" + (FileNameEncoding.isUtf8() ? ")" : ", or run in a UTF-8 locale)");
    }

    /** Whether a name as Java holds it stands for bytes the locale could not decode. */
    static boolean unnameable(String name) {
        return name.indexOf(REPLACEMENT) >= 0;
    }
}
