package org.gridpuzzle.lab;

import org.gridpuzzle.app.CliRun;

/** One run of the lab's command line, with its exit code and both streams captured. */
public final class LabRun {

    private LabRun() {
    }

    public static CliRun of(String... args) {
        return CliRun.on(LabMain.WIRING, args);
    }
}
