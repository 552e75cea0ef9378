package org.gridpuzzle.adapter.cli;

import java.util.Map;

/** The command-line option behind each command parameter that the use cases validate. */
final class OptionNames {

    private static final Map<String, String> FLAGS = Map.of("beam", "--beam", "repeats", "--repeat", "limit", "--limit",
            "rows", "--rows", "cols", "--cols", "colours", "--colours", "maxSteps", "--max-steps");

    private OptionNames() {
    }

    static String of(String parameter) {
        return FLAGS.getOrDefault(parameter, parameter);
    }
}

