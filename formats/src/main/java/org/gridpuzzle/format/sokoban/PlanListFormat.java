package org.gridpuzzle.format.sokoban;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.format.ControlCharacters;
import org.gridpuzzle.format.FormatException;

/**
 * The plans of several levels of a collection, as {@code sokoban solve --all -o FILE} writes them: per level a
 * {@code ; N title} line, as XSB files name their levels, then its LURD plan on the next line. An empty plan line is
 * a plan of no move (the level is solved as it starts); a level without a plan (not read, or no plan found) has no
 * plan line at all, and says why on its own line: {@code ; 2 two: not read: FILE:L:C: ...}. So a level without a
 * plan can never read back as an empty plan, that is, as a level already solved.
 */
public final class PlanListFormat {

    private static final Pattern HEADER = Pattern.compile(";\\s*(\\d{1,9})(?:\\s(.*))?");

    private PlanListFormat() {
    }

    /**
     * One level's entry.
     *
     * @param number the level's number in its collection (1-based)
     * @param title its title
     * @param plan its LURD plan (empty: solved as it starts), or null when it has none
     * @param note why it has none ({@code not read: ...}, {@code no plan: ...}), or null
     */
    public record Entry(int number, String title, String plan, String note) {

        /**
         * A level with a plan.
         *
         * @param number the level's number in its collection (1-based)
         * @param title its title
         * @param plan its LURD plan (empty: solved as it starts)
         * @return the entry, without a note
         */
        public static Entry planned(int number, String title, String plan) {
            return new Entry(number, title, plan, null);
        }

        /**
         * A level without a plan, and why.
         *
         * @param number the level's number in its collection (1-based)
         * @param title its title
         * @param note why it has none ({@code not read: ...}, {@code no plan: ...})
         * @return the entry, without a plan
         */
        public static Entry without(int number, String title, String note) {
            return new Entry(number, title, null, note);
        }
    }

    /**
     * The text of several levels' plans.
     *
     * @param entries the levels' entries, in order
     * @return the text, each line ended by a line feed
     */
    public static String write(List<Entry> entries) {
        StringBuilder sb = new StringBuilder();
        for (Entry e : entries) {
            sb.append("; ").append(e.number()).append(' ').append(ControlCharacters.visible(e.title()));
            if (e.plan() != null) {
                sb.append('\n').append(e.plan()).append('\n');
            } else {
                // on the header's line: a line of its own would read as this level's plan
                sb.append(": ").append(ControlCharacters.visible(e.note() == null ? "no plan" : e.note())).append('\n');
            }
        }
        return sb.toString();
    }

    /**
     * The entries of a text {@link #write} wrote: a header followed by a line that is no header has that line for its
     * plan (an empty line: a plan of no move); a header followed by another header or the end has none, and its note
     * is the header's rest from {@code ": not read"} or {@code ": no plan"} on.
     *
     * @param source the file name used in errors
     * @param text the text
     * @return the entries, in order
     * @throws FormatException at the first line that should be a header and is not
     */
    public static List<Entry> read(String source, String text) {
        String[] lines = text.split("\r?\n", -1);
        int count = text.endsWith("\n") ? lines.length - 1 : lines.length; // the final line break ends no line
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Matcher header = HEADER.matcher(lines[i].strip());
            if (!header.matches()) {
                throw new FormatException(source, i + 1, 1, "expected a '; N title' line before each level's plan");
            }
            int number = Integer.parseInt(header.group(1));
            String rest = header.group(2) == null ? "" : header.group(2).strip();
            boolean hasPlan = i + 1 < count && !HEADER.matcher(lines[i + 1].strip()).matches();
            if (hasPlan) {
                i++;
                String plan = lines[i].strip();
                int bad = firstNonLurd(plan);
                if (bad >= 0) {
                    throw new FormatException(source, i + 1, bad + 1, "'" + ControlCharacters.printable(plan.charAt(bad))
                            + "' in the plan of level " + number + " (a plan is LURD letters: l u r d, upper case pushes)");
                }
                entries.add(Entry.planned(number, rest, plan));
            } else {
                int note = noteAt(rest);
                entries.add(note < 0 ? Entry.without(number, rest, null)
                        : Entry.without(number, rest.substring(0, note), rest.substring(note + 2)));
            }
        }
        return entries;
    }

    /** Where the note of a level without a plan starts on its header ({@code ": not read: "}), or -1. */
    private static int noteAt(String rest) {
        int notRead = rest.indexOf(": not read");
        int noPlan = rest.indexOf(": no plan");
        return notRead < 0 ? noPlan : noPlan < 0 ? notRead : Math.min(notRead, noPlan);
    }

    private static int firstNonLurd(String plan) {
        for (int i = 0; i < plan.length(); i++) {
            if ("lurdLURD".indexOf(plan.charAt(i)) < 0) {
                return i;
            }
        }
        return -1;
    }
}
