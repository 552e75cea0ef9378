package org.gridpuzzle.adapter.cli.planning;

import picocli.CommandLine.Option;

/** {@code --format}: read a level file as a named format whatever its name (the registry checks the name). */
final class LevelFormatOption {

    @Option(names = "--format", paramLabel = "FORMAT", description = "Read FILE as this format whatever its name"
            + " (Sokoban: xsb, slc; Snowman: lvl; 'gridpuzzle help formats' lists them). Default: by its extension.")
    String format;
}
