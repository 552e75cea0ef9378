package org.gridpuzzle.experiment.port.out.data;

import java.nio.file.Path;
import java.util.Optional;

/** Finds the shared benchmark data ({@code shared/data} beside the project). */
public interface LocateBenchmarkDataPort {

    /**
     * @param relative a folder below {@code shared/data}, such as {@code suguru/paper230}
     * @throws org.gridpuzzle.application.error.InvalidInputException saying where it looked, when absent
     */
    Path locate(String relative);

    /** Like {@link #locate}, but empty when the data is absent (a user's clone without it). */
    Optional<Path> find(String relative);

    /** The files of a folder whose names end with {@code extension} ({@code .map}), in natural order (2 before 10). */
    java.util.List<Path> listFiles(Path folder, String extension);

    /** The folder as given when it exists, else the shared set of that name below {@code shared/data/<genre>}. */
    Path locateSet(String genre, String set);
}

