package org.gridpuzzle.lab;

import java.io.IOException;
import org.gridpuzzle.app.ManPages;

/** The lab's man pages: gridpuzzle's and those of bench and experiment. Run by the build only. */
public final class LabManPages {

    private LabManPages() {
    }

    public static void main(String[] args) throws IOException {
        ManPages.write(args, LabMain.WIRING);
    }
}
