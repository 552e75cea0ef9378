package org.gridpuzzle.adapter.cli.suguru;

import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The puzzle file and its {@code --format}. */
final class PuzzleFileOptions {

    @Parameters(index = "0", paramLabel = "FILE",
            description = "The puzzle: .sug (text: region symbols, blank line, numbers) or .in (the paper's format).")
    Path file;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Read FILE as this format (text, paper) whatever its extension.")
    String format;
}

