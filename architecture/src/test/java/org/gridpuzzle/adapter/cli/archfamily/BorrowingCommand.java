package org.gridpuzzle.adapter.cli.archfamily;

import org.gridpuzzle.adapter.cli.archfixture.FileReadingCommand;

/** Deliberately bad: one command family importing another's class. */
public class BorrowingCommand {

    public FileReadingCommand borrowed() {
        return new FileReadingCommand();
    }
}

