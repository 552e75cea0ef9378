package org.gridpuzzle.adapter.cli;

import picocli.CommandLine.Option;

/** {@code --json}: one JSON document on stdout instead of text. */
public final class JsonOption {

    @Option(names = "--json", description = "Print JSON.")
    public boolean json;
}

