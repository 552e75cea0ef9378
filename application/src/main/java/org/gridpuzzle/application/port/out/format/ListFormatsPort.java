package org.gridpuzzle.application.port.out.format;

import java.util.List;

/** Every format the readers and writers know. */
public interface ListFormatsPort {

    List<FormatDescription> formats();
}
