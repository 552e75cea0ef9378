package org.gridpuzzle.application.archfixture;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.experiment.measure.HeapPeaks;

/** Deliberately bad: an application class that reads files, starts processes, collects garbage and measures itself. */
public class IoDoingHelper {

    public String read(Path file) throws IOException {
        return Files.readString(file);
    }

    public Process start() throws IOException {
        return new ProcessBuilder("true").start();
    }

    public long heap() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() + HeapPeaks.peak();
    }
}

