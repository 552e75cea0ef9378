package org.gridpuzzle.lab.archfixture;

/** The lab's wiring, for the bad fixture that reaches for it. */
public class LabWiring {

    public static String name() {
        return "lab";
    }
}
