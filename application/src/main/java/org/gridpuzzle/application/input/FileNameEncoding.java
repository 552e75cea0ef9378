package org.gridpuzzle.application.input;

/**
 * The encoding the JVM decodes file names in ({@code sun.jnu.encoding}: the locale's, UTF-8 under the launcher), for
 * the messages that say why a name could not be taken as given: the command line's (a name with characters the
 * encoding lacks) and the file adapters' (a name whose bytes it could not decode). One check, so both say the same.
 */
public final class FileNameEncoding {

    private FileNameEncoding() {
    }

    /** The encoding's name as the JVM gives it: {@code UTF-8}, or {@code ANSI_X3.4-1968} in the C locale. */
    public static String name() {
        return System.getProperty("sun.jnu.encoding", "UTF-8");
    }

    /** Whether file names are decoded as UTF-8: then a UTF-8 locale is no remedy to suggest. */
    public static boolean isUtf8() {
        return isUtf8(name());
    }

    static boolean isUtf8(String encoding) {
        return encoding.replace("-", "").equalsIgnoreCase("UTF8");
    }
}
