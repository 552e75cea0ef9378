package org.gridpuzzle.experiment.port.out.experiment;

import java.nio.file.Path;
import java.util.List;

/** Pictures of a report, drawn for the file they are to be saved as: {@code .svg} or {@code .png} by its extension. */
public interface DrawChartsPort {

    /** A named series of values (a configuration's solve times in seconds). */
    record Series(String name, List<Double> values) {

        public Series {
            values = List.copyOf(values);
        }
    }

    /** Fails, before any work, when {@code file}'s extension names no picture format. */
    void checkFormat(Path file);

    /** Instances solved (x) against the time needed to solve that many (y), one line per series. */
    byte[] cactus(Path file, String title, List<Series> series);

    /**
     * One point per instance: its time under configuration x against under y; unsolved at {@code limit} (drawn on
     * the limit lines), with the diagonal.
     */
    byte[] scatter(Path file, String title, String xName, String yName, List<double[]> points, double limit);
}
