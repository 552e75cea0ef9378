package org.gridpuzzle.adapter.cli;

import java.util.Locale;
import java.util.Map;

/** The command-line option behind each command parameter that the use cases validate. */
final class OptionNames {

    /** Where an option's name is not the parameter's in kebab case. */
    private static final Map<String, String> FLAGS = Map.of("repeats", "--repeat");

    private OptionNames() {
    }

    /** The option that sets a command record's parameter: {@code maxSteps} is {@code --max-steps}. */
    static String of(String parameter) {
        String flag = FLAGS.get(parameter);
        return flag != null ? flag : "--" + parameter.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }
}
