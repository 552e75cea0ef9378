package org.gridpuzzle.experiment.port.out.data;

import java.nio.file.Path;

/** Reads a Snowman benchmark folder: {@code levels/*.lvl} and {@code best-known.csv}. */
public interface LoadSnowmanSuitePort {

    SnowmanSuite loadSnowmanSuite(Path folder);
}

