package org.gridpuzzle.adapter.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code -o FILE}: also save the answer, in the format the extension names. */
public final class OutputOption {

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Also save the answer to FILE, written whole: .svg or .png draw it (other picture formats,"
                    + " .jpg, .gif, .pdf, are refused), .json is the --json document, other extensions the genre's own"
                    + " text format; '-' writes that text to stdout.")
    public Path file;
}

