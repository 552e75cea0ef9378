package org.gridpuzzle.experiment.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The process's peak resident set (Linux {@code /proc/self/status}, VmHWM), which published anchors report. */
public final class PeakRss {

    private PeakRss() {
    }

    /** In bytes, or -1 where the system does not say (not Linux). */
    public static long bytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) << 10;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: unknown
        }
        return -1;
    }
}

