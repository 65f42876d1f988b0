# Writes Natural Earth's 1:50m countries and the states and provinces of the US and Canada
# (Debian's r-cran-rnaturalearthdata) as text for scripts/mapdata.py, which simplifies and
# packs them. One ring a line: `LAYER<TAB>COUNTRY<TAB>REGION<TAB>lon,lat lon,lat …`.
suppressMessages(library(sp))
data(countries50, package = "rnaturalearthdata")
data(states50, package = "rnaturalearthdata")

rings <- function(layer, shapes, countries, regions) {
    for (i in seq_along(shapes@polygons)) {
        for (ring in shapes@polygons[[i]]@Polygons) {
            xy <- ring@coords
            points <- paste(sprintf("%.5f,%.5f", xy[, 1], xy[, 2]), collapse = " ")
            cat(layer, "\t", countries[i], "\t", regions[i], "\t", points, "\n", sep = "")
        }
    }
}

rings("country", countries50, as.character(countries50$adm0_a3), rep("", length(countries50)))
northAmerica <- states50[states50$iso_a2 %in% c("US", "CA"), ]
rings("region", northAmerica, as.character(northAmerica$iso_a2), as.character(northAmerica$postal))
