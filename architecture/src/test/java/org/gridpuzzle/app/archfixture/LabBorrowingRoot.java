package org.gridpuzzle.app.archfixture;

import org.gridpuzzle.lab.archfixture.LabWiring;

/** Deliberately bad: gridpuzzle's composition root reaching into the lab's. */
public class LabBorrowingRoot {

    public String name() {
        return LabWiring.name();
    }
}
