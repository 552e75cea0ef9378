package org.gridpuzzle.benchmark.port.out.data;

import java.nio.file.Path;

/** Writes a benchmark report (a CSV table) whole or not at all. */
public interface SaveReportPort {

    void saveReport(Path file, String text);
}

