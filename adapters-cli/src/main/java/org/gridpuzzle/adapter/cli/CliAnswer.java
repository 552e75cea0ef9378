package org.gridpuzzle.adapter.cli;

import org.gridpuzzle.clikit.Terminal;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.gridpuzzle.application.output.Output;

/**
 * An answer as a command gives it: the answer document ({@code --json}, and {@code -o FILE.json}), the text a
 * person reads, what {@code -o FILE} saves (drawn or as the genre's text), and the exit code.
 */
public record CliAnswer(Object document, Consumer<Terminal> text, Supplier<Output> saved, int exitCode) {
}
