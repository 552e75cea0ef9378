package org.gridpuzzle.adapter.cli.archfixture;

import picocli.CommandLine.Option;

/** Deliberately bad: an option that states its own default instead of reading the operation's spec. */
public class DefaultStatingCommand {

    @Option(names = "--max-steps", defaultValue = "300")
    int maxSteps;
}
