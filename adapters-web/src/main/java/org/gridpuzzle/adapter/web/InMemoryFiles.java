package org.gridpuzzle.adapter.web;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * The texts of one request as files of a file system in memory, so the use cases read them with the same strict
 * readers as the command line's files, and no request ever names a path on the server's disk. Names are the
 * request's file names stripped to a safe set of characters (the extension still says the format).
 */
final class InMemoryFiles implements AutoCloseable {

    private static final Pattern UNSAFE = Pattern.compile("[^A-Za-z0-9._-]");
    private static final int MAX_NAME = 64;

    private final FileSystem fs = Jimfs.newFileSystem(Configuration.unix());

    /** Writes {@code text} under a safe form of {@code name} (or {@code fallback}); returns its path, relative. */
    Path put(String name, String fallback, String text) {
        Path file = fs.getPath(safe(name, fallback));
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** The last segment of a name, only letters, digits, '.', '_' and '-', at most 64 characters. */
    static String safe(String name, String fallback) {
        if (name == null || name.isBlank()) {
            return fallback;
        }
        String last = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        String cleaned = UNSAFE.matcher(last).replaceAll("_");
        if (cleaned.length() > MAX_NAME) {
            cleaned = cleaned.substring(cleaned.length() - MAX_NAME);
        }
        return cleaned.isEmpty() || cleaned.chars().allMatch(c -> c == '.') ? fallback : cleaned;
    }

    @Override
    public void close() {
        try {
            fs.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
