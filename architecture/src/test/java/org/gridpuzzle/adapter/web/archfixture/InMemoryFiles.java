package org.gridpuzzle.adapter.web.archfixture;

import java.nio.file.FileSystems;
import java.nio.file.Path;

/** Deliberately bad: an in-memory file store that hands out paths of the default file system. */
public class InMemoryFiles {

    public Path put(String name) {
        return FileSystems.getDefault().getPath(name);
    }
}
