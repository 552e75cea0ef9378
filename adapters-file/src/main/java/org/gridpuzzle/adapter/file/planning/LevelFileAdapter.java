package org.gridpuzzle.adapter.file.planning;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.out.planning.LevelOrError;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.snowman.SnowmanFormat;
import org.gridpuzzle.format.sokoban.CollectionFormat;
import org.gridpuzzle.format.sokoban.LevelEntry;
import org.gridpuzzle.format.sokoban.SokobanCollection;

/**
 * Level files of the planning games through the format registry: Sokoban's collections ({@code xsb}: .xsb, .txt, .sok;
 * {@code slc}: .slc) and Snowman's {@code .lvl}, each named by the source's format or its extension. A Sokoban text
 * that looks like XML is read as SLC unless a format is named; one of any other name (standard input, a file without
 * an extension) as the XSB family.
 */
public final class LevelFileAdapter implements LoadSokobanLevelsPort, LoadSnowmanLevelPort {

    private final FormatRegistry registry;

    @Inject
    public LevelFileAdapter(FormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public List<SokobanLevel> loadSokobanLevels(PuzzleSource source) {
        return sokobanLevelsOneByOne(source).stream().map(Supplier::get).toList();
    }

    /** One read and one parse of the file; each level is built (and refused, when broken) as it is asked for. */
    @Override
    public List<Supplier<SokobanLevel>> sokobanLevelsOneByOne(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        CollectionFormat format = collectionFormat(source, text);
        return FormatRegistry.parsing(source, clock -> format.oneByOne(source.name(), text, clock)).stream()
                .map(level -> (Supplier<SokobanLevel>) () -> FormatRegistry.parsing(level))
                .toList();
    }

    /** One read and one parse of the file; every level built, a broken one kept as its bad input. */
    @Override
    public List<LevelOrError> sokobanLevelsOrErrors(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        CollectionFormat format = collectionFormat(source, text);
        List<LevelEntry> entries = FormatRegistry.parsing(source, clock -> format.levels(source.name(), text, clock));
        List<LevelOrError> out = new ArrayList<>(entries.size());
        for (LevelEntry entry : entries) {
            try {
                out.add(LevelOrError.of(entry.number(), FormatRegistry.parsing(entry.level())));
            } catch (InvalidInputException broken) {
                out.add(LevelOrError.broken(entry.number(), entry.title(), broken));
            }
        }
        return out;
    }

    @Override
    public List<String> sokobanTitles(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        CollectionFormat format = collectionFormat(source, text);
        return FormatRegistry.parsing(source, clock -> format.titles(source.name(), text, clock));
    }

    /** The named format, or the one its extension picks; any other name is read as {@code lvl}, Snowman's only one. */
    @Override
    public SnowmanLevel loadSnowmanLevel(PuzzleSource source) {
        boolean picked = source.format() != null || registry.claims(SnowmanLevel.class, source.formatName());
        return registry.read(SnowmanLevel.class, source, picked ? source.format() : SnowmanFormat.NAME);
    }

    /**
     * The collection format the source names; else SLC when the text is XML, whatever its name (standard input's
     * {@code stdin.txt}, the web page's {@code levels.xsb} given to a pasted text, a file saved under the wrong
     * extension: no XSB text starts like XML); else the one its extension claims, or the XSB family.
     */
    private CollectionFormat collectionFormat(PuzzleSource source, String text) {
        if (source.format() == null && (CollectionFormat.looksLikeXml(text)
                || !registry.claims(SokobanCollection.class, source.formatName()))) {
            return CollectionFormat.sniffed(text);
        }
        return (CollectionFormat) registry.choose(SokobanCollection.class, source, source.format());
    }
}
