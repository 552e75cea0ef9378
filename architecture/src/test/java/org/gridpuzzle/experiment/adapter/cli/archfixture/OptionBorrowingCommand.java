package org.gridpuzzle.experiment.adapter.cli.archfixture;

import org.gridpuzzle.adapter.cli.JsonOption;

/** Deliberately bad: a lab command that borrows an option of gridpuzzle's command line instead of the kit's. */
public final class OptionBorrowingCommand {

    public boolean json(JsonOption option) {
        return option.json;
    }
}
