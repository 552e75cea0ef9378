package org.gridpuzzle.clikit;

import java.util.Map;
import picocli.CommandLine;

/**
 * A top-level command family ({@code suguru}, {@code floodit}, ...): a picocli {@code @Command} class
 * that lists its own subcommands. Families are contributed to the root through a Dagger set
 * multibinding, so adding one never edits the root command.
 */
public interface CommandFamily {

    /**
     * The names {@link #addSecondNames} adds, in its order, each with its one-line description: the root's help lists
     * them without building the family.
     */
    default Map<String, String> secondNames() {
        return Map.of();
    }

    /** Adds subcommands that are one of the family's commands under a second name (suguru hint: explain's first step). */
    default void addSecondNames(CommandLine family, CommandLine.IFactory factory) throws Exception {
        // most families have none
    }
}
