package org.gridpuzzle.experiment.port.out.data;

import java.nio.file.Path;

/** Reads a board set folder: {@code boards.txt} (a board per line) and {@code optimal.txt} (a sequence per line). */
public interface LoadFloodItSetPort {

    FloodItSet loadFloodItSet(Path folder);
}

