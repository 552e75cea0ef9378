package org.gridpuzzle.lab;

import org.gridpuzzle.app.Main;

/** Entry point of the lab's {@code gridpuzzle}: every command of gridpuzzle, and {@code bench} and {@code experiment}. */
public final class LabMain {

    /** The lab's command line. */
    public static final Main.Wiring WIRING = terminal -> DaggerLabComponent.factory().create(terminal);

    private LabMain() {
    }

    public static void main(String[] args) {
        Main.launch(args, WIRING);
    }
}
