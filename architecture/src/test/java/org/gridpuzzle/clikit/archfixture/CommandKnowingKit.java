package org.gridpuzzle.clikit.archfixture;

import org.gridpuzzle.adapter.cli.JsonOption;

/** Deliberately bad: a piece of the kit that knows one of the command lines. */
public final class CommandKnowingKit {

    public boolean json(JsonOption option) {
        return option.json;
    }
}
