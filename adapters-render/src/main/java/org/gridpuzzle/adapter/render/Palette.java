package org.gridpuzzle.adapter.render;

/**
 * Flood-It's colours: the first eight are Okabe and Ito's palette, told apart by the common colour-vision
 * deficiencies; the rest come from Paul Tol's schemes. Past eight colours no palette stays distinguishable for
 * everyone, so every cell also carries its colour's symbol (the board format's character) in a contrasting ink.
 */
final class Palette {

    private static final String[] COLOURS = {
        "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#999999",
        "#332288", "#88CCEE", "#44AA99", "#117733", "#DDCC77", "#CC6677", "#AA4499", "#882255",
        "#77AADD", "#EE8866", "#EEDD88", "#FFAABB", "#99DDFF", "#BBCC33", "#AAAA00", "#DDDDDD",
        "#004488", "#DDAA33", "#BB5566", "#66CCEE", "#228833", "#CCBB44", "#EE6677", "#AA3377",
        "#BBBBBB", "#000000", "#6699CC", "#997700"};

    private Palette() {
    }

    /** The fill of colour c (0..35). */
    static String fill(int colour) {
        return COLOURS[Math.floorMod(colour, COLOURS.length)];
    }

    /** The symbol of colour c: its character in the board format. */
    static String symbol(int colour) {
        return String.valueOf(Character.forDigit(colour, 36));
    }

    /** Black or white, whichever contrasts more with the colour (so at least 4.5:1, WCAG's AA for text). */
    static String ink(int colour) {
        double luminance = luminance(fill(colour));
        return contrast(luminance, 0) >= contrast(1, luminance) ? "#000000" : "#ffffff";
    }

    /** WCAG relative luminance of a colour. */
    static double luminance(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        return 0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb);
    }

    /** WCAG contrast ratio between two luminances, the lighter first. */
    static double contrast(double lighter, double darker) {
        return (lighter + 0.05) / (darker + 0.05);
    }

    /** How many colours the palette tells apart. */
    static int size() {
        return COLOURS.length;
    }

    private static double channel(int value) {
        double c = (value & 0xff) / 255.0;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}

