package org.gridpuzzle.experiment.measure;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/** Peak heap use between two points of a benchmark, from the JVM's memory pools. */
public final class HeapPeaks {

    private HeapPeaks() {
    }

    /** Collects garbage and starts a new peak. */
    public static void reset() {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
    }

    /** The heap's peak use since the last reset, in bytes. */
    public static long peak() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}

