package org.gridpuzzle.experiment.measure;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/** The CPU time this process has used, all its threads (the JIT and the collector too), as runsolver reports it. */
public final class ProcessCpu {

    private ProcessCpu() {
    }

    /** In seconds, or -1 where the JVM does not say. */
    public static double seconds() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
            long nanos = sun.getProcessCpuTime();
            return nanos < 0 ? -1 : nanos / 1e9;
        }
        return -1;
    }
}
