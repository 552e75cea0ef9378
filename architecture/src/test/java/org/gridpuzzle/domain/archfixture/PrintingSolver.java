package org.gridpuzzle.domain.archfixture;

import java.io.File;
import org.gridpuzzle.application.archfixture.CyclingService;

/** Deliberately bad: a domain class that does I/O, prints, throws a generic exception and sees the application. */
public class PrintingSolver {

    public boolean solve(File file, CyclingService caller) {
        System.out.println("solving " + file);
        if (caller == null) {
            throw new RuntimeException("no caller");
        }
        return true;
    }
}
