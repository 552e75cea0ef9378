package org.gridpuzzle.adapter.cli;

/**
 * A top-level command family ({@code suguru}, {@code floodit}, ...): a picocli {@code @Command} class
 * that lists its own subcommands. Families are contributed to the root through a Dagger set
 * multibinding, so adding one never edits {@link RootCommand}.
 */
public interface CommandFamily {
}
