package org.gridpuzzle.experiment.adapter.jobs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads a running process's peak resident set ({@code VmHWM}) and CPU time (its own and that of the children it has
 * waited for) from {@code /proc}; the last reading before
 * the process ends is what a killed job is charged (Linux only; elsewhere both stay 0).
 */
final class ProcessSampler {

    private static final double TICKS = 100.0; // USER_HZ on Linux

    private final Path status;
    private final Path stat;
    private volatile long peakBytes;
    private volatile double cpuSeconds;

    ProcessSampler(long pid) {
        this.status = Path.of("/proc", Long.toString(pid), "status");
        this.stat = Path.of("/proc", Long.toString(pid), "stat");
    }

    void sample() {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) {
                    long kib = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    peakBytes = Math.max(peakBytes, kib << 10);
                }
            }
            String s = Files.readString(stat);
            // fields after the command name (which may hold spaces) in parentheses: utime and stime are 14 and 15,
            // cutime and cstime (the solvers it started and has waited for: clasp, minizinc) 16 and 17
            List<String> f = List.of(s.substring(s.lastIndexOf(')') + 2).split(" "));
            double cpu = (Long.parseLong(f.get(11)) + Long.parseLong(f.get(12)) + Long.parseLong(f.get(13))
                    + Long.parseLong(f.get(14))) / TICKS;
            cpuSeconds = Math.max(cpuSeconds, cpu);
        } catch (IOException | RuntimeException e) {
            // the process has just ended, or this is not Linux: keep the last reading
        }
    }

    long peakBytes() {
        return peakBytes;
    }

    double cpuSeconds() {
        return cpuSeconds;
    }
}
