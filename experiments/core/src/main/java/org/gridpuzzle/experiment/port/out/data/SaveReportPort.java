package org.gridpuzzle.experiment.port.out.data;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Saves a report's files (tables, charts) by the one rule of every file written; refuses a bad target before the work. */
public interface SaveReportPort {

    void saveReport(Path file, byte[] content);

    default void saveReport(Path file, String text) {
        saveReport(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Fails as {@link #saveReport} would for a missing or read-only folder or a directory in the way. */
    void checkReport(Path file);
}
